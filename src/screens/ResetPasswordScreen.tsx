/** Placeholder until this screen lands. */
export default function ResetPasswordScreen() {
  return <h1>ResetPasswordScreen</h1>;
}
