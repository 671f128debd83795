import { Dialog, DialogContent } from "~/components/ui/dialog";

interface QuoteModalProps {
  open: boolean;
  initialService: string;
  onOpenChange(open: boolean): void;
}

export default function QuoteModal({ open, initialService, onOpenChange }: QuoteModalProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="Request a Free Quote" description="Tell us about the job and we will be in touch within one working day.">
        <p>{initialService}</p>
      </DialogContent>
    </Dialog>
  );
}
