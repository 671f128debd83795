import { PASSWORD_MIN_LENGTH } from "../messages";
import { TextInput } from "~/components/form/fields";

/** New password and its confirmation, named "password" and "confirmPassword" as the schemas expect. */
export function NewPasswordFields({ errors, label = "New password" }: { errors: Record<string, string | undefined>; label?: string }) {
  return (
    <>
      <TextInput
        label={label}
        name="password"
        type="password"
        autoComplete="new-password"
        minLength={PASSWORD_MIN_LENGTH}
        aria-required="true"
        hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        error={errors.password}
      />
      <TextInput
        label="Type it again"
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        aria-required="true"
        error={errors.confirmPassword}
      />
    </>
  );
}
