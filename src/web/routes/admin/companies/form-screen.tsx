import { COMPANY_SIZES, INITIATIVES } from "#shared/constants.ts";
import { type AdminCompany, companyInput } from "#shared/schemas/companies.ts";
import {
  CheckboxField,
  CheckboxGroupField,
  CountryField,
  ImageField,
  LanguageField,
  MarkdownField,
  SelectField,
  TextField,
} from "../../../features/admin/bound-fields.tsx";
import { CompanyReview } from "../../../features/admin/company-review.tsx";
import { FormScreen } from "../../../features/admin/form-screen.tsx";
import { COMPANIES } from "../../../features/admin/resources.ts";
import { SlugField } from "../../../features/admin/slug-field.tsx";
import { type FormOptions, useResourceForm } from "../../../features/admin/use-resource-form.ts";

const EMPTY = {
  language: "en",
  name: "",
  slug: "",
  logoUrl: "",
  website: "",
  tagline: "",
  description: "",
  industry: "",
  size: "",
  headquarters: "",
  country: "",
  applicationNotices: "each",
  initiatives: [] as string[],
  // Not asked on a new company: the claims an admin enters herself count as checked.
  verifiedInitiatives: undefined as string[] | undefined,
  trusted: true,
  featured: false,
  published: true,
};
type Values = typeof EMPTY;

const fromItem = (company: AdminCompany): Values => ({
  language: company.language,
  name: company.name,
  slug: company.slug,
  logoUrl: company.logoUrl ?? "",
  website: company.website ?? "",
  tagline: company.tagline ?? "",
  description: company.description,
  industry: company.industry ?? "",
  size: company.size ?? "",
  headquarters: company.headquarters ?? "",
  country: company.country ?? "",
  applicationNotices: company.applicationNotices,
  initiatives: company.initiatives,
  verifiedInitiatives: company.verifiedInitiatives,
  trusted: company.trusted,
  featured: company.featured,
  published: company.published,
});

const toPayload = (values: Values) => ({
  ...values,
  verifiedInitiatives: values.verifiedInitiatives?.filter((key) =>
    values.initiatives.includes(key),
  ),
  size: values.size || null,
  country: values.country || null,
});

const FORM: FormOptions<Values, AdminCompany> = {
  ...COMPANIES,
  empty: EMPTY,
  fromItem,
  toPayload,
  schema: companyInput,
  describe: (values) => values.name,
};

export default function CompanyForm() {
  const form = useResourceForm(FORM);
  const review = form.item ? <CompanyReview company={form.item} /> : null;

  return (
    <FormScreen form={{ ...form, aside: [form.aside, review] }}>
      <TextField label="Name" name="name" required />
      <LanguageField name="language" />
      <SlugField
        resource="companies"
        source="name"
        id={form.id}
        hint="The address of the profile: /companies/<slug>. Left empty, it is made from the name."
      />
      <ImageField label="Logo" name="logoUrl" kind="logo" />
      <TextField label="Website" name="website" type="url" placeholder="https://" />
      <TextField label="Tagline" name="tagline" hint="One line, up to 160 characters." />
      <MarkdownField label="Description" name="description" />
      <div className="grid gap-5 sm:grid-cols-3">
        <TextField label="Industry" name="industry" />
        <SelectField
          label="Size"
          name="size"
          empty="Not given"
          options={COMPANY_SIZES.map((size) => ({ value: size, label: `${size} people` }))}
        />
        <TextField label="Headquarters" name="headquarters" />
      </div>
      {/* Named in the consent an applicant gives before her application is sent. */}
      <CountryField name="country" />
      <SelectField
        label="Application notices"
        name="applicationNotices"
        hint="For jobs that take applications on this site: who hears is the job's apply e-mail, or else the administrators."
        options={[
          { value: "each", label: "An e-mail for each application" },
          { value: "daily", label: "A summary once a day" },
        ]}
      />
      <CheckboxGroupField
        label="Initiatives (Companies that Care benefits)"
        name="initiatives"
        options={INITIATIVES.map(({ key, label }) => ({ value: key, label }))}
      />
      {form.id ? (
        <CheckboxGroupField
          label="Verified initiatives (checked by us; the others show as the company's own statement)"
          name="verifiedInitiatives"
          options={INITIATIVES.filter(({ key }) => form.values.initiatives.includes(key)).map(
            ({ key, label }) => ({ value: key, label }),
          )}
        />
      ) : null}
      <CheckboxField
        label="Trusted"
        name="trusted"
        hint="Jobs its own people publish go on the site at once; otherwise they wait in the job review queue."
      />
      <CheckboxField
        label="Featured"
        name="featured"
        hint="Shown in the logo strip on the home page."
      />
      <CheckboxField
        label="Published"
        name="published"
        hint="Unpublished companies and their jobs are hidden from the site."
      />
    </FormScreen>
  );
}
