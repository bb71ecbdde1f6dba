import { format } from 'date-fns';
import { Link } from 'react-router-dom';

import { StatusBadge } from './StatusBadge';
import type { Prescription } from '../../types/prescription';

type Props = {
  prescriptions: Prescription[];
  onSelect?: (id: string) => void;
};

const STATUS_LABELS: Record<Prescription['status'], string> = {
  received: 'Received',
  clinical_check: 'Clinical check',
  dispensing: 'Dispensing',
  ready: 'Ready to collect',
  collected: 'Collected',
};

export default function PrescriptionTable({ prescriptions, onSelect }: Props) {
  if (prescriptions.length === 0) {
    return <p className="empty-state">No prescriptions in this queue.</p>;
  }

  return (
    <table className="rx-table">
      <thead>
        <tr>
          <th scope="col">Rx number</th>
          <th scope="col">Patient</th>
          <th scope="col">Items</th>
          <th scope="col">Received</th>
          <th scope="col">Due</th>
          <th scope="col">Status</th>
        </tr>
      </thead>
      <tbody>
        {prescriptions.map((rx) => (
          <tr key={rx.id} onClick={() => onSelect?.(rx.id)}>
            <td>
              <Link to={`/prescriptions/${rx.id}`}>{rx.number}</Link>
            </td>
            <td>{rx.patientName}</td>
            <td>{rx.items.length}</td>
            <td>{format(new Date(rx.receivedAt), 'dd MMM HH:mm')}</td>
            <td>{rx.dueAt ? format(new Date(rx.dueAt), 'dd MMM HH:mm') : '—'}</td>
            <td>
              <StatusBadge status={rx.status}>{STATUS_LABELS[rx.status]}</StatusBadge>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
