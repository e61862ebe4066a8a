import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { DEMO_MAX_FILES, DEMO_MESSAGES } from "~/utils/demo-messages";
import { addDemoResumes, countDemoResumes, DemoLimitError, demoUploadProblems, getDemoTournament, listDemoResumes, receiveDemoUpload } from "~/models/demo.server";
import { apiError, found, json, jsonRoute, requireMethod } from "~/utils/json-route.server";
import { getStorage } from "~/utils/storage.server";
import { UploadError } from "~/utils/upload.server";

const NOT_FOUND = "Demo not found";

/** GET /api/demo/tournament/{id}/resumes: tier A to D, untiered last. */
export const loader = jsonRoute(async ({ params }: LoaderFunctionArgs) => {
  const demo = found(await getDemoTournament(params.id), NOT_FOUND);
  return json(await listDemoResumes(demo.id));
});

/** POST /api/demo/tournament/{id}/resumes: multipart, repeated `files`; at most 5 per demo in all. */
export const action = jsonRoute(async ({ request, params }: ActionFunctionArgs) => {
  requireMethod(request, "POST");
  const demo = found(await getDemoTournament(params.id), NOT_FOUND);
  const room = Math.max(0, DEMO_MAX_FILES - (await countDemoResumes(demo.id)));

  let upload;
  try {
    upload = await receiveDemoUpload(request, demo.id, room);
  } catch (error) {
    if (error instanceof UploadError) return apiError(error.status, error.message);
    throw error;
  }
  const discard = () => Promise.all(upload.files.map((f) => getStorage().delete(f.key).catch(() => {})));
  const problems = demoUploadProblems(upload, room);
  if (problems) {
    await discard();
    return apiError(400, problems.messages[0]!, { errors: problems.messages });
  }
  try {
    const ids = await addDemoResumes(demo.id, upload.files);
    if (!ids) {
      await discard();
      return apiError(404, NOT_FOUND);
    }
    return json({ uploaded: ids.length, resumes: ids }, 201);
  } catch (error) {
    await discard();
    if (error instanceof DemoLimitError) return apiError(400, DEMO_MESSAGES.tooMany, { errors: [DEMO_MESSAGES.tooMany] });
    throw error;
  }
});
