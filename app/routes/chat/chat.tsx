export default function Chat() {
  return <main className="p-6">HealthBuddy chat is coming.</main>;
}
