/** Placeholder of the desk frame's first commit; the flow's screen replaces it. */
export default function OrdersScreen() {
  return <h1>OrdersScreen</h1>;
}
