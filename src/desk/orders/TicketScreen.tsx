/** Placeholder of the desk frame's first commit; the printable ticket replaces it. */
export default function TicketScreen({ orderId }: { orderId: string }) {
  return <h1>Order {orderId}</h1>;
}
