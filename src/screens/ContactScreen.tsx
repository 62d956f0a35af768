/** Placeholder until this screen lands. */
export default function ContactScreen() {
  return <h1>ContactScreen</h1>;
}
