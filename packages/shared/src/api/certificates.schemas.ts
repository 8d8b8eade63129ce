import {
  CertificateCodeParams,
  CourseCertificatesResponse,
  PublicCertificateResponse,
  RevokeCertificateResponse,
  RevokeCertificateSchema,
  StudentCertificateParams,
  StudentCertificateResponse,
} from '../certificates';
import { CourseIdParams } from '../courses';

export const mine = { params: StudentCertificateParams, response: StudentCertificateResponse };
export const verify = { params: CertificateCodeParams, response: PublicCertificateResponse };
export const revoke = { params: CertificateCodeParams, body: RevokeCertificateSchema, response: RevokeCertificateResponse };
export const ofCourse = { params: CourseIdParams, response: CourseCertificatesResponse };
