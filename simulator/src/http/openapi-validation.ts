import type { Application, Request, RequestHandler } from 'express';
import * as OpenApiValidator from 'express-openapi-validator';
import { openApiDocument } from './openapi';

/** How an app answers the description's two security schemes (each app has its own database). */
export interface SecurityHandlers {
  Authorization(req: Request): void;
  StaffKey(req: Request): void;
}

const securityByApp = new WeakMap<Application, SecurityHandlers>();

function securityOf(req: Request): SecurityHandlers {
  const handlers = securityByApp.get(req.app);
  if (!handlers) throw new Error('the app did not register its security handlers');
  return handlers;
}

const API_PATH = /^\/(sso|user|parking|material|tools|component|pay|charge|log)\//i;

/** The operator API's paths (the rest is the web app, media, the console and the chat platform). */
export const isApiPath = (path: string) => API_PATH.test(path);

const validators = new Map<boolean, RequestHandler[]>();

/**
 * Request (and answer) validation against openapi.yaml. Preparing it (bundling the description,
 * compiling its schemas with Ajv) costs about a second of CPU, so one validator per process serves
 * every app built here: the tests, the contract verification and the browser suite start hundreds
 * of simulators. What differs per app, who a token or staff key belongs to, is looked up through
 * the request's app.
 */
function sharedValidator(validateResponses: boolean): RequestHandler[] {
  let validator = validators.get(validateResponses);
  if (!validator) {
    validator = OpenApiValidator.middleware({
      apiSpec: openApiDocument() as never,
      validateApiSpec: false,
      validateRequests: { coerceTypes: true, allowUnknownQueryParameters: false },
      validateResponses: validateResponses ? { removeAdditional: false } : false,
      validateSecurity: {
        handlers: {
          Authorization: (req) => {
            securityOf(req).Authorization(req);
            return true;
          },
          StaffKey: (req) => {
            securityOf(req).StaffKey(req);
            return true;
          },
        },
      },
      // Browsers send UTF-8 file names (云N12345.jpg); multer reads them as latin1 unless told.
      fileUploader: {
        defParamCharset: 'utf8',
        limits: { fileSize: 5 * 1024 * 1024 + 1, files: 1, fields: 10 },
      },
      // Only API paths are described; the app decides the rest before the validator runs.
      ignorePaths: (path: string) => !isApiPath(path),
    }) as RequestHandler[];
    validators.set(validateResponses, validator);
  }
  return validator;
}

/** The validator for one app, whose requests are authenticated by `security`. */
export function openApiValidation(
  app: Application,
  security: SecurityHandlers,
  { validateResponses }: { validateResponses: boolean },
): RequestHandler[] {
  securityByApp.set(app, security);
  return sharedValidator(validateResponses);
}
