/** Phone orders (issue 12, point 4): listed in the desk; the flow itself is not built yet. */
import { phoneOrderMessages } from '../../../domain/desk/messages.ts';

export default function PhoneOrderScreen() {
  return (
    <>
      <h1>{phoneOrderMessages.title}</h1>
      <p role="status">{phoneOrderMessages.notYet}</p>
    </>
  );
}
