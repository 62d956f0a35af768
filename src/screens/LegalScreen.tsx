/** Placeholder until this screen lands. */
export default function LegalScreen({ document }: { document: 'privacy' | 'terms' }) {
  return <h1>{document === 'privacy' ? 'Privacy Policy' : 'Terms & Conditions'}</h1>;
}
