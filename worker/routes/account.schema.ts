// Bodies the account API accepts (worker/routes/account.ts).
import * as z from "zod/mini";

export const DeleteAccountSchema = z.strictObject({
  confirm: z.literal(true, "Confirm that you want to delete your account"),
});
