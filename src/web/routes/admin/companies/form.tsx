import { useParams } from "react-router";
import { COMPANY_SIZES, INITIATIVES } from "#shared/constants.ts";
import { type Company, companyInput } from "#shared/schemas/companies.ts";
import {
  Checkbox,
  CheckboxGroup,
  SelectInput,
  TextInput,
} from "../../../components/admin/form-fields.tsx";
import { ImageUpload } from "../../../components/admin/image-upload.tsx";
import { MarkdownEditor } from "../../../components/admin/markdown-editor.tsx";
import { FormScreen } from "../../../features/admin/form-screen.tsx";
import { companyPublication } from "../../../features/admin/publication.ts";
import { useFormPublishing } from "../../../features/admin/publishing.tsx";
import { useResourceForm } from "../../../features/admin/use-resource-form.ts";
import { useSlugSuggestion } from "../../../features/admin/use-slug-suggestion.ts";

type Values = {
  name: string;
  slug: string;
  logoUrl: string;
  website: string;
  tagline: string;
  description: string;
  industry: string;
  size: string;
  headquarters: string;
  initiatives: string[];
  featured: boolean;
  published: boolean;
};

const EMPTY: Values = {
  name: "",
  slug: "",
  logoUrl: "",
  website: "",
  tagline: "",
  description: "",
  industry: "",
  size: "",
  headquarters: "",
  initiatives: [],
  featured: false,
  published: true,
};

const fromItem = (company: Company): Values => ({
  name: company.name,
  slug: company.slug,
  logoUrl: company.logoUrl ?? "",
  website: company.website ?? "",
  tagline: company.tagline ?? "",
  description: company.description,
  industry: company.industry ?? "",
  size: company.size ?? "",
  headquarters: company.headquarters ?? "",
  initiatives: company.initiatives,
  featured: company.featured,
  published: company.published,
});

const toPayload = (values: Values) => ({ ...values, size: values.size || null });

export default function CompanyForm() {
  const { id } = useParams();
  const form = useResourceForm({
    resource: "companies",
    noun: "company",
    id,
    empty: EMPTY,
    fromItem,
    toPayload,
    schema: companyInput,
    describe: (values) => values.name,
  });
  const { values, setField, touch, bind, errors } = form;
  const publishing = useFormPublishing("companies", form, companyPublication, (co) => co.name);
  const slug = useSlugSuggestion("companies", values.name, values.slug, id, !id);

  return (
    <FormScreen
      title={id ? `Edit ${values.name || "company"}` : "New company"}
      resource="companies"
      entity="company"
      id={id}
      onSave={() => void form.save()}
      {...form}
      {...publishing}
    >
      <TextInput label="Name" {...bind("name")} required />
      <TextInput
        label="Slug"
        name="slug"
        value={values.slug}
        placeholder={slug.suggestion}
        hint={
          slug.message ??
          "The address of the profile: /companies/<slug>. Left empty, it is made from the name."
        }
        onChange={(value) => setField("slug", value)}
        onBlur={() => touch("slug")}
        error={errors.slug ?? slug.conflict}
      />
      <ImageUpload
        label="Logo"
        kind="logo"
        value={values.logoUrl}
        onChange={(url) => setField("logoUrl", url)}
        error={errors.logoUrl}
      />
      <TextInput label="Website" {...bind("website")} type="url" placeholder="https://" />
      <TextInput label="Tagline" {...bind("tagline")} hint="One line, up to 160 characters." />
      <MarkdownEditor label="Description" {...bind("description")} />
      <div className="grid gap-5 sm:grid-cols-3">
        <TextInput label="Industry" {...bind("industry")} />
        <SelectInput
          label="Size"
          {...bind("size")}
          empty="Not given"
          options={COMPANY_SIZES.map((size) => ({ value: size, label: `${size} people` }))}
        />
        <TextInput label="Headquarters" {...bind("headquarters")} />
      </div>
      <CheckboxGroup
        legend="Initiatives (Companies that Care benefits)"
        options={INITIATIVES.map((initiative) => ({
          value: initiative.key,
          label: initiative.label,
        }))}
        values={values.initiatives}
        onChange={(keys) => setField("initiatives", keys)}
        error={errors.initiatives}
      />
      <Checkbox
        label="Featured"
        hint="Shown in the logo strip on the home page."
        checked={values.featured}
        onChange={(checked) => setField("featured", checked)}
      />
      <Checkbox
        label="Published"
        hint="Unpublished companies and their jobs are hidden from the site."
        checked={values.published}
        onChange={(checked) => setField("published", checked)}
      />
    </FormScreen>
  );
}
