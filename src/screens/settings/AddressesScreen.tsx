/** Placeholder until this screen lands. */
export default function AddressesScreen() {
  return <h1>AddressesScreen</h1>;
}
