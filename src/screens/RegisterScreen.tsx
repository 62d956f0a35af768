/** Placeholder until this screen lands. */
export default function RegisterScreen() {
  return <h1>RegisterScreen</h1>;
}
