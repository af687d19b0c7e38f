import { z } from "zod/mini";
import { emailAddress } from "./fields";
import { TOKEN_PATTERN } from "./newsletter-outcome";

/** The button of the confirm or unsubscribe page: the token of the e-mail's link. */
export const tokenFormSchema = z.object({ token: z.string().check(z.regex(TOKEN_PATTERN)) });

/** The unsubscribe page opened without its token: the address to send the link to. */
export const unsubscribeLinkSchema = z.object({ email: emailAddress() });
