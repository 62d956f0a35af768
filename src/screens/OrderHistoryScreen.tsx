/** Placeholder until this screen lands. */
export default function OrderHistoryScreen() {
  return <h1>OrderHistoryScreen</h1>;
}
