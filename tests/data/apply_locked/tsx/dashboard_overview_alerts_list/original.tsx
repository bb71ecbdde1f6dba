import { useState } from 'react';

import { RangePicker, type DateRange } from '../components/RangePicker';
import { RevenueChart } from '../components/charts/RevenueChart';
import { StatCard } from '../components/StatCard';
import { Spinner } from '../components/Spinner';
import { useDashboard } from '../hooks/useDashboard';
import { formatCurrency, formatNumber } from '../utils/format';

import './Dashboard.css';

export interface DashboardAlert {
  id: string;
  level: 'info' | 'warning' | 'critical';
  message: string;
}

export default function Dashboard() {
  const [range, setRange] = useState<DateRange>('30d');
  const { data, isLoading, error, refetch } = useDashboard(range);

  if (isLoading) {
    return <Spinner label="Loading dashboard" />;
  }

  if (error || !data) {
    return (
      <div className="dashboard dashboard--error">
        <p>Could not load the dashboard.</p>
        <button type="button" onClick={() => refetch()}>
          Try again
        </button>
      </div>
    );
  }

  return (
    <main className="dashboard">
      <header className="dashboard__header">
        <h1>Overview</h1>
        <RangePicker value={range} onChange={setRange} />
      </header>

      <section className="dashboard__stats">
        <StatCard label="Revenue" value={formatCurrency(data.revenue)} delta={data.revenueDelta} />
        <StatCard label="Orders" value={formatNumber(data.orders)} delta={data.ordersDelta} />
        <StatCard label="Customers" value={formatNumber(data.customers)} delta={data.customersDelta} />
        <StatCard label="Refunds" value={formatCurrency(data.refunds)} delta={data.refundsDelta} inverted />
      </section>

      <section className="dashboard__charts">
        <h2>Revenue over time</h2>
        <RevenueChart points={data.revenueSeries} range={range} />
      </section>

      <section className="dashboard__top-products">
        <h2>Top products</h2>
        <ol>
          {data.topProducts.map((product) => (
            <li key={product.id}>
              <span>{product.name}</span>
              <span>{formatCurrency(product.revenue)}</span>
            </li>
          ))}
        </ol>
      </section>
    </main>
  );
}
