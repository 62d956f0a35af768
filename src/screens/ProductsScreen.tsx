/** Placeholder until this screen lands. */
export default function ProductsScreen() {
  return <h1>ProductsScreen</h1>;
}
