/** Placeholder until this screen lands. */
export default function NotFoundScreen() {
  return <h1>NotFoundScreen</h1>;
}
