/** Placeholder until this screen lands. */
export default function ChangePasswordScreen() {
  return <h1>ChangePasswordScreen</h1>;
}
