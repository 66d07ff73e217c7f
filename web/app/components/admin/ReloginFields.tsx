// Sign-in fields inside an editing form whose session ended while the editor typed: posted with
// what was typed, they start a new session and the save goes on (see sessionForSave).
import { LOGIN } from "~/lib/messages/admin";
import { InputField } from "./ConsoleField";

export function ReloginFields({ message, email }: { message: string; email: string }) {
  return (
    <fieldset className="console-section console-relogin">
      <legend>{LOGIN.title}</legend>
      <p>{message}</p>
      <div className="console-row">
        <InputField name="loginEmail" label={LOGIN.email} type="email" autoComplete="username" required defaultValue={email} />
        <InputField name="loginPassword" label={LOGIN.password} type="password" autoComplete="current-password" required />
      </div>
    </fieldset>
  );
}
