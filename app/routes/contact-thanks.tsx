import { ContentPage } from "~/components/ContentPage";

export default function ContactThanksPage() {
  return <ContentPage heading="contact-thanks" />;
}
