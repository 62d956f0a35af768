/** Placeholder until this screen lands. */
export default function SitemapScreen() {
  return <h1>SitemapScreen</h1>;
}
