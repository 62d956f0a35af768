/** Placeholder until this screen lands. */
export default function CartScreen() {
  return <h1>CartScreen</h1>;
}
