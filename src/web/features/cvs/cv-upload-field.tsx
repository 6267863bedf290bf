import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { CV_MAX_BYTES } from "#shared/schemas/cvs.ts";
import { controlClass, FieldFrame } from "../../components/forms/field.tsx";

/** What the file picker offers: PDFs and Word documents (the server checks what they really are). */
const ACCEPT =
  ".pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document";

/**
 * The CV file field: PDF or .docx up to 5 MB. A file too large is caught here before it is
 * sent (with script); the server checks everything again.
 */
export function CvUploadField({ error, required }: { error?: string; required?: boolean }) {
  const { t } = useLingui();
  const [tooLarge, setTooLarge] = useState(false);
  const shown = tooLarge ? t`The file is larger than 5 MB` : error;
  return (
    <FieldFrame
      label={t`CV file`}
      hint={t`A PDF or Word document (.docx), up to 5 MB.`}
      error={shown}
      marked={required}
    >
      {({ id, describedBy }) => (
        <input
          id={id}
          type="file"
          name="file"
          accept={ACCEPT}
          required={required}
          aria-invalid={shown ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            const large = !!file && file.size > CV_MAX_BYTES;
            setTooLarge(large);
            event.currentTarget.setCustomValidity(large ? t`The file is larger than 5 MB` : "");
          }}
          className={`${controlClass(shown)} file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-1 file:font-semibold file:text-brand-800`}
        />
      )}
    </FieldFrame>
  );
}
