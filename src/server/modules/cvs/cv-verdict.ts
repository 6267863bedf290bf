import { fileTypeFromBuffer } from "file-type";
import type { CvVerdict } from "./cv-inspection.ts";
import { docxProblem } from "./docx-check.ts";
import { pdfProblem } from "./pdf-check.ts";

/**
 * What a CV really is, from its bytes alone (never its name or the type the browser sent): a
 * PDF or a Word .docx without active content, or why not. Runs in the inspection worker
 * (cv-inspector.ts), the only code that loads the file parsers.
 */
export async function cvVerdict(data: Buffer): Promise<CvVerdict> {
  const detected = await fileTypeFromBuffer(data);
  if (detected?.ext === "docm") return "macros";
  if (detected?.ext === "pdf") return pdfProblem(data) ?? "pdf";
  if (detected?.ext === "docx") {
    const problem = await docxProblem(data);
    return problem === "not-docx" ? "not-a-cv" : (problem ?? "docx");
  }
  return "not-a-cv";
}
