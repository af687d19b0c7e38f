import { contentFor } from "~/content/content.server";
import { AppLink } from "~/components/AppLink";
import { ContentPage } from "~/components/ContentPage";
import { BankDetails } from "~/components/forms/BankDetails";
import { formPageStyles } from "~/components/forms/FormPageLayout";
import { pageFormTexts } from "~/i18n/forms-catalogue.server";
import { format, formatEuroAmount as euro } from "~/i18n/format";
import { localeOfRequest } from "~/i18n/locale";
import { pageMeta } from "~/lib/meta";
import { donationPath } from "~/lib/paths";
import { pledgePaymentFrom, remittanceFor } from "~/lib/donation-reference";
import { Girocode } from "~/components/forms/Girocode";
import type { Route } from "./+types/donation-thanks";

/**
 * Where a donation pledge sent without JavaScript lands (the API answers with 303 here, with the
 * pledge's reference code and amount in the query: then it is rendered for that request).
 */
export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const { site } = contentFor(locale);
  const messages = pageFormTexts(locale, "donationThanks", "bank", "girocode");
  const texts = messages.donationThanks;
  return {
    page: {
      title: texts.title,
      description: format(texts.description, { associationName: site.associationName }),
    },
    productName: site.productName,
    locale,
    donationPath: donationPath(site.productName),
    bank: site.bank,
    payment: pledgePaymentFrom(new URL(request.url).searchParams) ?? null,
    formMessages: messages,
  };
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data?.page, data?.productName);

export default function DonationThanksPage({ loaderData }: Route.ComponentProps) {
  const { bank, donationPath, payment } = loaderData;
  const texts = loaderData.formMessages.donationThanks;
  const amountText = payment && euro(Number(payment.amount), loaderData.locale);
  return (
    <ContentPage heading={texts.heading}>
      <div className={`prose ${formPageStyles.intro}`}>
        <p>{texts.arrived}</p>
        <h2>{texts.next}</h2>
        <p>
          {payment
            ? format(texts.transferWithReference, { reference: payment.reference })
            : texts.transfer}
        </p>
      </div>
      <div className={formPageStyles.thanksBlock}>
        {payment ? (
          <>
            <BankDetails bank={bank} reference={remittanceFor(payment.reference)} />
            <Girocode payment={payment} amountText={amountText ?? ""} />
          </>
        ) : (
          <BankDetails bank={bank} />
        )}
      </div>
      <div className="prose">
        <p>{texts.receipt}</p>
        <h2>{texts.stayTuned}</h2>
        <ul>
          <li>
            <AppLink to="/news">{texts.newsletterLink}</AppLink> {texts.newsletterRest}
          </li>
          <li>
            <AppLink to="/garage">{texts.garageLink}</AppLink> {texts.garageRest}
          </li>
          <li>
            <AppLink to={donationPath}>{texts.missionLink}</AppLink> {texts.missionRest}
          </li>
        </ul>
      </div>
    </ContentPage>
  );
}
