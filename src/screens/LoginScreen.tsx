/** Placeholder until this screen lands. */
export default function LoginScreen() {
  return <h1>LoginScreen</h1>;
}
