import { data } from "react-router";
import { NotFoundPage } from "~/components/NotFoundPage";

export function loader() {
  return data(null, { status: 404 });
}

export function meta() {
  return [{ title: "Seite nicht gefunden | e-gnition" }, { name: "robots", content: "noindex" }];
}

export default NotFoundPage;
