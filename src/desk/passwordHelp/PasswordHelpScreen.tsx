/** Placeholder of the desk frame's first commit; the flow's screen replaces it. */
export default function PasswordHelpScreen() {
  return <h1>PasswordHelpScreen</h1>;
}
