import validation from '@sewee/shared/messages/validation/en';
import { registerNamespace } from '../../lib/i18n';
import { measurementNames } from './names';

/** Strings of My measurements (namespace "measurements"): the form, each measurement's name (the validation catalogue's) and its guide. */
export const measurements = {
  title: 'My measurements',
  intro: 'Your patterns are drafted to these. Measure over light clothes, the tape snug but not tight.',
  units: 'Units',
  cm: 'Centimetres',
  in: 'Inches',
  save: 'Save my measurements',
  saved: 'Your measurements are saved.',
  saveError: 'Your measurements could not be saved. Try again.',
  loadError: 'Your measurements could not be loaded.',
  retry: 'Try again',
  notANumber: 'Enter a number, such as 92.5',
  names: measurementNames(validation.fields),
  guides: {
    chest: 'Around the fullest part of the chest or bust, under the arms.',
    highBust: 'Around the chest, high under the arms, above the bust.',
    underbust: 'Around the body just under the bust.',
    bustSpan: 'Straight across, from one bust point to the other.',
    waist: 'Around the natural waist, the narrowest part of the body.',
    waistBack: 'Across the back at the waist, from one side seam to the other.',
    hips: 'Around the top of the hip bones.',
    seat: 'Around the fullest part of the bottom.',
    seatBack: 'Across the back at the seat, from one side to the other.',
    neck: 'Around the base of the neck.',
    biceps: 'Around the fullest part of the upper arm.',
    wrist: 'Around the wrist, over the wrist bone.',
    shoulderToShoulder: 'Across the back, from one shoulder point to the other.',
    shoulderSlope: 'How much the shoulder drops from the neck to the shoulder point, in degrees (most people: 10 to 20).',
    shoulderToWrist: 'From the shoulder point down the outside of the arm to the wrist.',
    hpsToBust: 'From the top of the shoulder beside the neck down to the bust point.',
    hpsToWaistFront: 'From the top of the shoulder beside the neck, down the front to the waist.',
    hpsToWaistBack: 'From the top of the shoulder beside the neck, down the back to the waist.',
    waistToArmpit: 'From the waist up the side of the body to the armpit.',
    waistToHips: 'From the waist down the side to the hip line.',
    waistToSeat: 'From the waist down the side to the fullest part of the bottom.',
    waistToKnee: 'From the waist down the side to the knee.',
    crotchDepth: 'Sitting on a flat chair: from the waist down the side to the seat of the chair.',
    inseam: 'From the crotch down the inside of the leg to the floor.',
  },
};

registerNamespace('measurements', measurements, import.meta.glob('./locales/i18n.*.ts'));
