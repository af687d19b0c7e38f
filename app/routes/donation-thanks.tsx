import { ContentPage } from "~/components/ContentPage";

export default function DonationThanksPage() {
  return <ContentPage heading="donation-thanks" />;
}
