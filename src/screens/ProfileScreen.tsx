/** Placeholder until this screen lands. */
export default function ProfileScreen() {
  return <h1>ProfileScreen</h1>;
}
