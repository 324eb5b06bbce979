import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Alert } from './Alert';
import { Dropdown, NavDropdown } from './Dropdown';
import { Nav } from './Nav';
import { Navbar } from './Navbar';

function Header() {
  return (
    <Navbar expand="lg" bg="white" collapseOnSelect>
      <Navbar.Brand href="/">Shop</Navbar.Brand>
      <Navbar.Toggle aria-controls="nav" aria-label="Toggle navigation" />
      <Navbar.Collapse id="nav">
        <Nav as="nav" aria-label="Shop">
          <Nav.Link href="#home">Home</Nav.Link>
          <NavDropdown title="Shop by Category" id="category-menu">
            <NavDropdown.Item href="#camping">Camping</NavDropdown.Item>
            <NavDropdown.Item href="#clothing">Clothing</NavDropdown.Item>
          </NavDropdown>
        </Nav>
      </Navbar.Collapse>
      <button type="button">Elsewhere</button>
    </Navbar>
  );
}

const menuOf = (toggle: HTMLElement) => toggle.parentElement!.querySelector('.dropdown-menu')!;

describe('the navbar', () => {
  it('draws Bootstrap navbar markup and opens and closes its collapse', async () => {
    render(<Header />);
    const toggle = screen.getByRole('button', { name: 'Toggle navigation' });
    const collapse = document.getElementById('nav')!;
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(collapse).toHaveClass('navbar-collapse', 'collapse');
    expect(collapse).not.toHaveClass('show');
    expect(screen.getByRole('navigation', { name: 'Shop' })).toHaveClass('navbar-nav');
    expect(screen.getByRole('link', { name: 'Home' })).toHaveClass('nav-link');

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(collapse).toHaveClass('show');
    // A chosen link closes the phone's menu.
    await userEvent.click(screen.getByRole('link', { name: 'Home' }));
    expect(collapse).not.toHaveClass('show');
  });

  it('gives a nav outside a navbar the plain nav class', () => {
    render(
      <Nav as="nav" aria-label="Footer">
        <Nav.Link href="/contact-us">Contact Us</Nav.Link>
      </Nav>,
    );
    expect(screen.getByRole('navigation', { name: 'Footer' })).toHaveClass('nav');
  });
});

describe('the dropdown', () => {
  it('keeps its items in the page while closed, and opens and closes by click', async () => {
    render(<Header />);
    const toggle = screen.getByRole('button', { name: 'Shop by Category' });
    const menu = menuOf(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(menu).not.toHaveClass('show');
    expect(menu.querySelectorAll('a.dropdown-item')).toHaveLength(2);

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(menu).toHaveClass('show');
    await userEvent.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(menu).not.toHaveClass('show');

    await userEvent.click(toggle);
    await userEvent.click(screen.getByRole('link', { name: 'Clothing' }));
    expect(menu).not.toHaveClass('show');
  });

  it('opens with Arrow Down, walks its items, and Escape returns to the toggle', async () => {
    render(<Header />);
    const toggle = screen.getByRole('button', { name: 'Shop by Category' });
    toggle.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(menuOf(toggle)).toHaveClass('show');
    expect(screen.getByRole('link', { name: 'Camping' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Clothing' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('link', { name: 'Camping' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(menuOf(toggle)).not.toHaveClass('show');
    expect(toggle).toHaveFocus();
  });

  it('closes when Tab leaves it', async () => {
    render(<Header />);
    const toggle = screen.getByRole('button', { name: 'Shop by Category' });
    await userEvent.click(toggle);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
    expect(menuOf(toggle)).not.toHaveClass('show');
  });

  it('with autoClose="outside", stays open for clicks inside, told through onToggle when controlled', async () => {
    const onToggle = vi.fn();
    render(
      <Dropdown show onToggle={onToggle} autoClose="outside" align="end">
        <Dropdown.Toggle id="range" variant="outline-secondary">
          Price
        </Dropdown.Toggle>
        <Dropdown.Menu>
          <input aria-label="Min" />
        </Dropdown.Menu>
      </Dropdown>,
    );
    const toggle = screen.getByRole('button', { name: 'Price' });
    expect(toggle).toHaveClass('btn', 'btn-outline-secondary', 'dropdown-toggle');
    expect(menuOf(toggle)).toHaveClass('dropdown-menu-end', 'show');
    await userEvent.click(screen.getByRole('textbox', { name: 'Min' }));
    expect(onToggle).not.toHaveBeenCalled();
    await userEvent.click(document.body);
    expect(onToggle).toHaveBeenCalledWith(false);
  });
});

describe('the alert', () => {
  it('is a Bootstrap alert whose close button says what it closes', async () => {
    const onClose = vi.fn();
    render(
      <Alert variant="success" onClose={onClose}>
        Added.
      </Alert>,
    );
    expect(screen.getByRole('alert')).toHaveClass('alert', 'alert-success', 'alert-dismissible', 'show');
    await userEvent.click(screen.getByRole('button', { name: 'Close alert' }));
    expect(onClose).toHaveBeenCalled();
  });
});
