/** Placeholder until this screen lands. */
export default function DeleteAccountScreen() {
  return <h1>DeleteAccountScreen</h1>;
}
