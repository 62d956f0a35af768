/** Placeholder until this screen lands. */
export default function PersonalDetailsScreen() {
  return <h1>PersonalDetailsScreen</h1>;
}
