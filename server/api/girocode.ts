import type { FastifyInstance } from "fastify";
import { GIROCODE_PATH, pledgePaymentFrom } from "../../app/lib/donation-reference";
import { girocodeSvg, type Payee } from "../donations/girocode";
import { apiMessages } from "../messages";
import { formLocale } from "../web/request-locale";

/**
 * `GET /api/girocode.svg?referenz=EGN-7K3Q&betrag=50.00`: the GiroCode for a pledge, made here
 * from the association's account (no third-party service). It holds nothing but the reference
 * and amount the query names, so it needs no lookup and may be cached.
 */
export function registerGirocodeRoute(app: FastifyInstance, payee: Payee): void {
  app.get(GIROCODE_PATH, async (request, reply) => {
    const payment = pledgePaymentFrom(new URL(request.url, "http://localhost").searchParams);
    if (!payment)
      return reply.code(400).send({ message: apiMessages(formLocale(request)).badRequest });
    return reply
      .type("image/svg+xml; charset=utf-8")
      .header("cache-control", "public, max-age=86400")
      .send(await girocodeSvg(payee, payment));
  });
}
