import {
  SYNONYM_WORD_LENGTH_MAX,
  SYNONYM_WORDS_MAX,
  type SynonymGroup,
  synonymInput,
} from "#shared/schemas/search.ts";
import { TagsField } from "../../../features/admin/bound-fields.tsx";
import { FormScreen } from "../../../features/admin/form-screen.tsx";
import { SYNONYMS } from "../../../features/admin/resources.ts";
import { type FormOptions, useResourceForm } from "../../../features/admin/use-resource-form.ts";

type Values = { words: string[] };

const FORM: FormOptions<Values, SynonymGroup> = {
  ...SYNONYMS,
  empty: { words: [] },
  fromItem: (group) => ({ words: group.words }),
  toPayload: (values) => values,
  schema: synonymInput,
  describe: (values) => values.words.slice(0, 3).join(", "),
};

export default function SynonymForm() {
  const form = useResourceForm(FORM);

  return (
    <FormScreen form={form}>
      <p className="max-w-2xl text-sm text-muted">
        A search for any of these words also finds jobs with the others, ranked after jobs with the
        word as typed. Write each word as job titles do, in any language and script: engineer,
        エンジニア, 工程师, วิศวกร. A word can be in one group only.
      </p>
      <TagsField
        label="Words"
        name="words"
        maxTags={SYNONYM_WORDS_MAX}
        maxLength={SYNONYM_WORD_LENGTH_MAX}
      />
    </FormScreen>
  );
}
