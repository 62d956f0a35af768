/** Placeholder until this screen lands. */
export default function AddressFormScreen() {
  return <h1>AddressFormScreen</h1>;
}
