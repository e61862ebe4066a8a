import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { DEMO_MAX_FILES, DEMO_MESSAGES } from "~/utils/demo-messages";
import { addDemoResumes, countDemoResumes, DemoLimitError, demoUploadProblems, getDemoTournament, listDemoResumes, receiveDemoUpload } from "~/models/demo.server";
import { getStorage } from "~/utils/storage.server";
import { UploadError } from "~/utils/upload.server";

const notFound = () => Response.json({ message: "Demo not found" }, { status: 404 });

/** GET /api/demo/tournament/{id}/resumes: tier A to D, untiered last. */
export async function loader({ params }: LoaderFunctionArgs) {
  const demo = await getDemoTournament(params.id);
  if (!demo) return notFound();
  return Response.json(await listDemoResumes(demo.id), { headers: { "Cache-Control": "no-store" } });
}

/** POST /api/demo/tournament/{id}/resumes: multipart, repeated `files`; at most 5 per demo in all. */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "POST") return Response.json({ message: "Method not allowed" }, { status: 405, headers: { Allow: "POST" } });
  const demo = await getDemoTournament(params.id);
  if (!demo) return notFound();
  const room = Math.max(0, DEMO_MAX_FILES - (await countDemoResumes(demo.id)));

  let upload;
  try {
    upload = await receiveDemoUpload(request, demo.id, room);
  } catch (error) {
    if (error instanceof UploadError) return Response.json({ message: error.message }, { status: error.status });
    throw error;
  }
  const discard = () => Promise.all(upload.files.map((f) => getStorage().delete(f.key).catch(() => {})));
  const problems = demoUploadProblems(upload, room);
  if (problems) {
    await discard();
    return Response.json({ message: problems.messages[0], errors: problems.messages }, { status: 400 });
  }
  try {
    const ids = await addDemoResumes(demo.id, upload.files);
    if (!ids) {
      await discard();
      return notFound();
    }
    return Response.json({ uploaded: ids.length, resumes: ids }, { status: 201 });
  } catch (error) {
    await discard();
    if (error instanceof DemoLimitError) return Response.json({ message: DEMO_MESSAGES.tooMany }, { status: 400 });
    throw error;
  }
}
