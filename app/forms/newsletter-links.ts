import { z } from "zod/mini";
import { emailAddress } from "./fields";

/** The unsubscribe page opened without its token: the address to send the link to. */
export const unsubscribeLinkSchema = z.object({ email: emailAddress() });
