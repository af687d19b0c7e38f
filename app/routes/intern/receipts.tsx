import { Link } from "react-router";
import type { Route } from "./+types/receipts";
import { IssuedReceipts, type IssuedReceipt } from "~/intern/components/IssuedReceipts";
import { PendingReceipts, type PendingGroup } from "~/intern/components/PendingReceipts";
import { areaFormat, isoDay } from "~/team/format";
import { format } from "~/i18n/format";
import { useArea } from "~/intern/useArea";
import { bankSpelling } from "~/team/donor-name";
import { areaMeta } from "~/intern/meta";
import { cancelReceiptSchema, issueReceiptSchema, replaceReceiptSchema } from "~/team/schemas";
import { done, parseForm, refused } from "../../../server/team/action-result";
import { area } from "~/intern/components/area-style";
import { AreaNotice } from "~/intern/components/AreaNotice";
import { requirePage, runAction, type ActionHandler } from "../../../server/team/guard";
import { receiptNumber, type ReceiptKind } from "../../../server/receipts/document";
import {
  donationsById,
  donationsWithoutReceipt,
  findReceipt,
  groupByDonorAndYear,
  kindsFor,
  listReceipts,
  openYearWarning,
  ReceiptRefusal,
  yearOpenOn,
  type IssuedReceipt as Issued,
} from "../../../server/receipts/register";
import {
  cancelReceiptBy,
  issueReceiptBy,
  replaceReceipt,
} from "../../../server/receipts/treasurer";
import { settingsHistory, settingsRefusal } from "../../../server/receipts/settings";
import { pledgesOfDonations } from "../../../server/donations/recorded";
import { refusalText } from "../../../server/team/refusal";

/** The query naming the group (by its first gift) whose Sammelbestätigung awaits confirmation. */
const CONFIRM_PARAM = "sammelbestaetigung";

export const meta: Route.MetaFunction = ({ matches }) =>
  areaMeta(matches, (t) => t.donations.receiptsTitle);

export async function loader({ context, request }: Route.LoaderArgs) {
  const { team, texts: allTexts, locale } = requirePage("receipts", context, request);
  const texts = allTexts.receipts;
  const { formatDate } = areaFormat(locale);
  const [history, open, issued] = await Promise.all([
    settingsHistory(team.db),
    donationsWithoutReceipt(team.db),
    listReceipts(team.db),
  ]);
  const today = isoDay();
  const numbers = new Map(issued.map((row) => [row.id, receiptNumber(row)]));
  const [donors, pledges] = await Promise.all([
    donationsById(
      team.db,
      issued.flatMap((row) => (row.cancelledAt || !row.gifts[0] ? [] : [row.gifts[0].donationId])),
    ),
    pledgesOfDonations(
      team.db,
      issued.flatMap((row) => row.gifts.map((gift) => gift.donationId)),
    ),
  ]);
  return {
    refusal: settingsRefusal(history, today, locale),
    machineMade: history[0]?.machineReceiptsNotified ?? false,
    confirming: new URL(request.url).searchParams.get(CONFIRM_PARAM) ?? "",
    groups: groupByDonorAndYear(open).map((group): PendingGroup => ({
      key: group.key,
      donorName: group.donorName,
      address: group.address,
      nameWarning: bankSpelling(group.donorName) ? texts.bankSpellingNote : "",
      year: group.year,
      kinds: group.kinds.filter((kind) => kind === "collective"),
      openYearWarning: yearOpenOn(group.year, today)
        ? openYearWarning(
            group.year,
            { from: group.gifts[0]!.receivedOn, to: group.gifts.at(-1)!.receivedOn },
            locale,
          )
        : "",
      total: group.gifts.reduce((sum, gift) => sum + gift.amountCents, 0),
      gifts: group.gifts.map((gift) => ({
        id: gift.id,
        receivedOn: gift.receivedOn,
        amountCents: gift.amountCents,
        kinds: kindsFor([gift]),
      })),
    })),
    receipts: issued.map((row): IssuedReceipt => {
      const donor = row.gifts[0] && donors.get(row.gifts[0].donationId);
      return {
        id: row.id,
        number: receiptNumber(row),
        kind: row.kind as ReceiptKind,
        donorName: row.donorName,
        totalCents: row.totalCents,
        issuedAt: row.issuedAt,
        cancelledAt: row.cancelledAt,
        cancelReason: row.cancelReason,
        replaces: row.replacesId ? (numbers.get(row.replacesId) ?? "") : "",
        delivery: row.mailedAt
          ? format(texts.mailed, { date: formatDate(row.mailedAt) })
          : row.mailQueued
            ? texts.mailQueued
            : texts.byPost,
        donor: donor && {
          donorName: donor.donorName,
          street: donor.donorStreet,
          postalCode: donor.donorPostalCode,
          city: donor.donorCity,
        },
        gifts: row.gifts.map((gift) => ({
          donationId: gift.donationId,
          date: gift.date,
          pledge: pledges.get(gift.donationId) ?? null,
        })),
      };
    }),
  };
}

/** Answers the receipt issued with its number, or the refusal as the form's error. */
async function issued(
  intent: string,
  { team, texts, locale }: Parameters<ActionHandler>[0],
  issue: () => Promise<Issued>,
) {
  try {
    const { receipt, number, mailed } = await issue();
    if (mailed) team.nudgeOutbox();
    const kind = texts.receiptKinds[receipt.kind as ReceiptKind].name;
    return done(
      intent,
      format(mailed ? texts.receipts.issuedMailed : texts.receipts.issuedToPrint, { kind, number }),
    );
  } catch (error) {
    if (error instanceof ReceiptRefusal) return refused(intent, refusalText(texts, error, locale));
    throw error;
  }
}

export function action(args: Route.ActionArgs) {
  return runAction("receipts", args, {
    async issue(signedIn, form) {
      const parsed = parseForm(form, issueReceiptSchema);
      if (!parsed.ok) return parsed.answer;
      const { kind, donationIds, confirmOpenYear } = parsed.value;
      return issued("issue", signedIn, () =>
        issueReceiptBy(
          signedIn.team.db,
          { member: signedIn.member },
          {
            kind,
            donationIds,
            openYearConfirmed: confirmOpenYear === "ja",
            signingDir: signedIn.team.dataDir,
          },
        ),
      );
    },
    async cancel({ team, member, texts, locale }, form) {
      const parsed = parseForm(form, cancelReceiptSchema);
      if (!parsed.ok) return parsed.answer;
      const { receiptId, reason } = parsed.value;
      try {
        const row = await cancelReceiptBy(team.db, { member }, receiptId, reason);
        return done("cancel", format(texts.receipts.cancelled, { number: receiptNumber(row) }));
      } catch (error) {
        if (error instanceof ReceiptRefusal)
          return refused("cancel", refusalText(texts, error, locale));
        throw error;
      }
    },
    async replace(signedIn, form) {
      const parsed = parseForm(form, replaceReceiptSchema);
      if (!parsed.ok) return parsed.answer;
      const { receiptId, reason, donorName, street, postalCode, city } = parsed.value;
      const old = await findReceipt(signedIn.team.db, receiptId);
      if (!old) return refused("replace", signedIn.texts.receipts.unknown);
      return issued("replace", signedIn, () =>
        replaceReceipt(signedIn.team.db, { member: signedIn.member }, old, {
          reason,
          correctedDonor: { name: donorName, street, postalCode, city },
          signingDir: signedIn.team.dataDir,
        }),
      );
    },
  });
}

export default function Receipts({ loaderData }: Route.ComponentProps) {
  const { t } = useArea();
  const texts = t.receipts;
  const { refusal, machineMade, confirming, groups, receipts } = loaderData;
  return (
    <>
      <h1>{texts.heading}</h1>
      <p>
        <Link to="/intern/kasse">{texts.back}</Link> ·{" "}
        <Link to="/intern/kasse/einstellungen">{texts.settingsLink}</Link>
      </p>
      {refusal && (
        <p role="alert" className={area.notice}>
          {format(texts.refused, { reason: refusal })}
        </p>
      )}
      <p className={area.muted}>{machineMade ? texts.machineMade : texts.handSigned}</p>
      <AreaNotice />

      <PendingReceipts groups={groups} confirming={confirming} confirmParam={CONFIRM_PARAM} />
      <IssuedReceipts receipts={receipts} />
    </>
  );
}
