// The choices of the console's store form: the states and the categories of the catalogue.
import { listCategories, listStates } from "../content/api.server";

export async function storeChoices() {
  const [states, categories] = await Promise.all([listStates(), listCategories()]);
  return {
    states: states.map((s) => ({ value: s.code, label: `${s.name} (${s.code})` })),
    categories: categories.map((c) => ({ value: c.slug, label: c.name })),
  };
}
