import { ContentPage } from "~/components/ContentPage";

export default function SupportersSeasonPage() {
  return <ContentPage heading="supporters-season" />;
}
