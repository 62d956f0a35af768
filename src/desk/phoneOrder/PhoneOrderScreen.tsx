/** Placeholder of the desk frame's first commit; the flow's screen replaces it. */
export default function PhoneOrderScreen() {
  return <h1>PhoneOrderScreen</h1>;
}
