// The small calculations the pages, the API and the score share. Age is counted by the one calendar,
// app/lib/calendar.ts.

export type BmiCategory = "Underweight" | "Normal weight" | "Overweight" | "Obesity";

/** SPEC: weight over height in metres squared, one decimal. Null when it cannot be computed. */
export function bmi(weightKg: number, heightCm: number): number | null {
  if (!(weightKg > 0) || !(heightCm > 0)) return null;
  const m = heightCm / 100;
  return Math.round((weightKg / (m * m)) * 10) / 10;
}

/** WHO adult BMI categories (kg/m2): <18.5, 18.5-24.9, 25-29.9, >=30. */
export function bmiCategory(value: number): BmiCategory {
  if (value < 18.5) return "Underweight";
  if (value < 25) return "Normal weight";
  if (value < 30) return "Overweight";
  return "Obesity";
}

export function formatBmi(value: number | null): string {
  return value === null ? "--" : `${value.toFixed(1)} kg/m2`;
}
