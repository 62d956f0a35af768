/** Stands at / until the storefront screens land: says what the server already answers. */
const calls = ['getProducts.php', 'getConeCandy.php', 'getPinCodes.php', 'getPrivacyPolicy.php', 'getTermsCondition.php'];

export function ComingSoon() {
  return (
    <main>
      <h1>Rajkot Scoops</h1>
      <p>Ice cream tubs, cones and candy, delivered across Rajkot. The storefront is being built; the shop's API is live:</p>
      <ul>
        {calls.map((call) => (
          <li key={call}>
            <a href={`/api/${call}`}>/api/{call}</a>
          </li>
        ))}
      </ul>
    </main>
  );
}
