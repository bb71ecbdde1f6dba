// ... keep existing code
        <option value="date">Newest first</option>
        <option value="total">Largest first</option>
        <option value="status">By status</option>
      </select>
// ... keep existing code
